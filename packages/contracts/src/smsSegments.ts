/**
 * GSM-7 / UCS-2 segment counting of a text message, shared by the server (sending, SMS templates)
 * and the web (live length and segment count wherever a text is written). Free of zod.
 */
/** GSM 03.38 basic character set (one septet each). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** GSM 03.38 extension table: an escape plus the character (two septets each). */
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export interface SmsEncoding {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/**
 * How many SMS parts a text needs: GSM-7 fits 160 septets in one part or 153 per part when split;
 * any other character makes the whole text UCS-2, 70 code units in one part or 67 per part.
 */
export function smsEncoding(text: string): SmsEncoding {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.has(ch)) septets += 1;
    else if (GSM_EXTENDED.has(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'GSM-7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
