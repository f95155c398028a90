import { describe, expect, it } from 'vitest';
import { MAX_RESUME_FILES, translate } from '@tmp/contracts';
import { multipartFile, samplePdf } from '../test/files.ts';
import { useTestApp } from '../test/test-app.ts';
import { newCandidate } from '../modules/assessments/assessments.test-helpers.ts';
import { accepted, refusals, simultaneously } from './races.helpers.ts';

const ctx = useTestApp();
const R = '/api/resume/Resume';

const upload = async (token: string, i: number) => {
  const form = multipartFile(`cv-${i}.pdf`, samplePdf(`Resume ${i}`));
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${R}/UploadCustomResume`,
    headers: { customerid: '1', 'content-type': form.contentType, authorization: `Bearer ${token}` },
    payload: form.payload,
    remoteAddress: `198.51.100.${i + 1}`,
  });
  return { body: res.json() };
};

describe('the resume file limit under simultaneous uploads', () => {
  it(`keeps exactly ${MAX_RESUME_FILES} of 12 simultaneous uploads and refuses the rest`, async () => {
    const who = await newCandidate(ctx);
    const answers = await simultaneously(12, (i) => upload(who.token, i));
    expect(accepted(answers)).toBe(MAX_RESUME_FILES);
    expect(refusals(answers)).toEqual([translate('resumes.tooManyFiles', 'en-us')]);
    const list = await ctx.app.inject({
      url: `${R}/GetUserUploadCustomResume`,
      headers: { customerid: '1', authorization: `Bearer ${who.token}` },
    });
    expect(list.json().data).toHaveLength(MAX_RESUME_FILES);
  });

  it('counts the files already there: with 3 stored, 12 at once add exactly 2', async () => {
    const who = await newCandidate(ctx);
    for (let i = 0; i < 3; i += 1) expect((await upload(who.token, i)).body.code).toBe(0);
    const answers = await simultaneously(12, (i) => upload(who.token, i));
    expect(accepted(answers)).toBe(MAX_RESUME_FILES - 3);
  });
});
