import { addNamespace } from './i18n';
import writer from '../locales/en-GB/writer.json';

/** The Magic Message Writer's wording: part of the catalogue, loaded with the sign page's chunk. */
export const WRITER_NS = addNamespace('writer', writer);
