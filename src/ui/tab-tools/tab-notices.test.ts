// A notice about a text ends with that text: an Undo offered for one working never replaces another.
import { afterEach, describe, expect, it } from 'vitest';
import { clearNotice, endNoticeAboutOtherText, postNotice, readNotice } from './tab-notices';

afterEach(() => clearNotice('working'));

describe('endNoticeAboutOtherText', () => {
  it('keeps a notice while the tab holds the text it is about, and ends it once the text is another', () => {
    postNotice('working', { kind: 'info', text: () => 'replaced', about: '1/2 + 1/3\n= 5/6' });
    endNoticeAboutOtherText('working', '1/2 + 1/3\n= 5/6');
    expect(readNotice('working')?.about).toBe('1/2 + 1/3\n= 5/6');
    endNoticeAboutOtherText('working', '2/3 + 1/4');
    expect(readNotice('working')).toBeNull();
  });

  it('leaves a notice about no text alone', () => {
    postNotice('working', { kind: 'info', text: () => 'Link copied' });
    endNoticeAboutOtherText('working', 'anything');
    expect(readNotice('working')).not.toBeNull();
  });
});
