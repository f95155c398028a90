import { describe, expect, it } from 'vitest';
import { findLoginReason } from './login-reason.ts';

describe('findLoginReason', () => {
  it('names the page a protected link leads to', () => {
    expect(findLoginReason('?redirect=%2FofferConfirmation%3Fid%3D1')).toBe('offer');
    expect(findLoginReason('?redirect=%2Fapply')).toBe('applications');
    expect(findLoginReason('?redirect=%2Fhr%2Fjobs%2Fnew')).toBe('hr');
    expect(findLoginReason('redirect=%2Fevaluation%2F')).toBe('assessments');
    expect(findLoginReason('?redirect=%2Fsomewhere')).toBe('page');
  });

  it('says nothing without a target to follow', () => {
    expect(findLoginReason('')).toBeUndefined();
    expect(findLoginReason('?keyword=java')).toBeUndefined();
    expect(findLoginReason('?redirect=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(findLoginReason('?redirect=%2F%2Fevil.example')).toBeUndefined();
  });
});
