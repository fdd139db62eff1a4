import { describe, expect, it } from 'vitest';
import { answeredMessageIds, referencesHeader } from './replyMatching.ts';

const first = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const second = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c';

describe('reply matching', () => {
  it('takes In-Reply-To first, then References from the newest, each of our ids once', () => {
    expect(answeredMessageIds(`<${second}@listingpro.example>`, `<${first}@listingpro.example> <other@gmail.com> <${second}@listingpro.example>`)).toEqual([second, first]);
    expect(answeredMessageIds(undefined, `<${first}@listingpro.example>\r\n <${second}@listingpro.example>`)).toEqual([second, first]);
  });

  it('ignores ids that are not ours and malformed values', () => {
    expect(answeredMessageIds('<CAF=abc123@mail.gmail.com>', 'garbage <no-at-sign> <>')).toEqual([]);
    expect(answeredMessageIds(undefined, undefined)).toEqual([]);
  });

  it('reads References from raw header lines, folded or not, in any case', () => {
    expect(referencesHeader(`References: <a@x.example>\r\n <b@x.example>\r\n`)).toBe('<a@x.example> <b@x.example>');
    expect(referencesHeader(`references:<a@x.example>\n`)).toBe('<a@x.example>');
    expect(referencesHeader('Subject: hi\r\n')).toBeUndefined();
  });
});
