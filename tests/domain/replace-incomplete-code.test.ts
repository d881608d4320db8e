import { CATALOGUE, isRecoverable, serviceError } from '../../domain/index';

describe('the code for a temporary region replacement that stopped half-way', () => {
  it('is in the catalogue with its own text', () => {
    expect(CATALOGUE.TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE.text).toMatch(/deleted/);
  });

  it('keeps the page usable, so the customer can try again', () => {
    expect(isRecoverable('TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE')).toBe(true);
    expect(serviceError('TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE')).toMatchObject({
      message: 'message:TEMPORARY_GEO_PROFILE_REPLACE_INCOMPLETE',
      recoverable: true,
    });
  });
});
