import { useEffect, useState } from 'react';
import { checkMagicWriterAvailable } from '../api/check-magic-writer-available';

/** null while checking; the writer stays hidden until the service says it is available. */
export function useMagicWriterAvailability(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void checkMagicWriterAvailable(controller.signal).then((value) => {
      if (!controller.signal.aborted) setAvailable(value);
    });
    return () => controller.abort();
  }, []);
  return available;
}
