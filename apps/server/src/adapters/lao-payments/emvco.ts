/**
 * EMVCo merchant-presented QR as Lao payments use it (integrations/lao-payments.md): TLV fields of
 * a 2-digit tag, a 2-digit length and the value, ending with tag 63, a CRC-16/CCITT (init FFFF)
 * over everything up to and including the CRC's own tag and length.
 */

export type Tlv = readonly (readonly [tag: string, value: string | Tlv])[];

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo and BCEL's SDK compute it. */
export function crc16(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

function field(tag: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (!/^\d{2}$/.test(tag) || length > 99) throw new Error(`EMVCo field ${tag}: ${length} bytes`);
  return `${tag}${String(length).padStart(2, '0')}${value}`;
}

/** The fields, nested templates included, without the CRC. */
export function encode(fields: Tlv): string {
  return fields
    .map(([tag, value]) => field(tag, typeof value === 'string' ? value : encode(value)))
    .join('');
}

/**
 * The payload with its CRC over `body + "6304"`. `padded: false` writes it as BCEL's onepay.js
 * does (`toString(16).toUpperCase()` with no zero padding, the field's length from the digits
 * written: a CRC below 0x1000 goes out as `6303` and 3 digits, still computed over "6304"),
 * the form BCEL's own app reads (integrations/lao-payments.md).
 */
export function withCrc(body: string, options: { padded: boolean }): string {
  const hex = crc16(`${body}6304`).toString(16).toUpperCase();
  const value = options.padded ? hex.padStart(4, '0') : hex;
  return `${body}63${String(value.length).padStart(2, '0')}${value}`;
}

export interface ParsedQr {
  /** Top-level fields by tag (the last one wins); templates are parsed with `sub`. */
  readonly fields: ReadonlyMap<string, string>;
  sub(tag: string, subTag: string): string | undefined;
}

/** Splits TLV text into its fields; null when the lengths do not chain to the end. */
export function splitTlv(text: string): Map<string, string> | null {
  const out = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(at + 2, at + 4))) return null;
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    out.set(tag, value);
    at += 4 + length;
  }
  return out;
}

/**
 * Reads a payload whose CRC is right, in either form (4 digits, or BCEL's unpadded 1–3, each
 * computed over the text before the CRC field and "6304"); null for anything else. Lengths
 * count characters (Lao QR values are ASCII in practice).
 */
export function parseQr(payload: string): ParsedQr | null {
  const text = payload.trim();
  for (const digits of [4, 3, 2, 1]) {
    const at = text.length - 4 - digits;
    if (at < 0 || text.slice(at, at + 4) !== `630${digits}`) continue;
    const given = text.slice(at + 4);
    if (!/^[0-9A-F]+$/i.test(given)) continue;
    if (parseInt(given, 16) !== crc16(`${text.slice(0, at)}6304`)) continue;
    const fields = splitTlv(text.slice(0, at));
    if (!fields) return null;
    return {
      fields,
      sub: (tag, subTag) => {
        const template = fields.get(tag);
        return template === undefined ? undefined : (splitTlv(template)?.get(subTag) ?? undefined);
      },
    };
  }
  return null;
}
