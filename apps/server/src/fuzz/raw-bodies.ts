// Bodies no schema describes: broken JSON, the wrong type, the wrong content type, too big, too deep.
const HUGE = JSON.stringify({ comment: 'x'.repeat(1_100_000) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// An IHDR claiming 4294967295 × 4294967295 pixels: the header is all the server reads.
const HUGE_PNG = Buffer.concat([
  PNG_SIGNATURE,
  Buffer.from('0000000d49484452ffffffffffffffff0806000000', 'hex'),
  Buffer.alloc(16),
]);
export const RAW_BODIES: { label: string; contentType: string; payload: string | Buffer }[] = [
  { label: 'truncated JSON', contentType: 'application/json', payload: '{"a":' },
  { label: 'JSON null', contentType: 'application/json', payload: 'null' },
  { label: 'JSON array', contentType: 'application/json', payload: '[1,2,3]' },
  { label: 'JSON string', contentType: 'application/json', payload: '"\\u0000"' },
  { label: 'JSON number', contentType: 'application/json', payload: '1e308' },
  { label: 'empty JSON', contentType: 'application/json', payload: '' },
  {
    label: 'prototype pollution',
    contentType: 'application/json',
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
  {
    label: 'deep nesting',
    contentType: 'application/json',
    payload: '['.repeat(20_000) + ']'.repeat(20_000),
  },
  { label: 'over the body limit', contentType: 'application/json', payload: HUGE },
  { label: 'text/plain', contentType: 'text/plain', payload: '{"a":1}' },
  {
    label: 'xml',
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
  {
    label: 'form',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'a=%00&__proto__[x]=1&outcome=complete&decision=approve',
  },
  {
    label: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--',
  },
  { label: 'png claiming 4294967295 pixels', contentType: 'image/png', payload: HUGE_PNG },
  { label: 'junk image', contentType: 'image/gif', payload: 'GIF89a\u0000' },
  {
    label: 'csv with NUL in a name',
    contentType: 'text/csv',
    payload: 'First name,Last name,Email,Amount\r\nA\u0000na,Lee,ana@example.test,10\r\n',
  },
  {
    label: 'naughty csv',
    contentType: 'text/csv',
    payload:
      'constructor,hasOwnProperty,__proto__,toString\r\nA\u0000,B\u0001,a\u0000@example.test,1e308\r\n"unterminated,x,y,z\r\n',
  },
];
