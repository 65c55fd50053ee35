import { describe, expect, it } from 'vitest';
import { pendingRequests, spinnerEnde, spinnerStart } from './spinner';

describe('spinner counter', () => {
  it('counts pending flagged requests and never goes below zero', () => {
    spinnerStart();
    spinnerStart();
    expect(pendingRequests()).toBe(2);
    spinnerEnde();
    spinnerEnde();
    spinnerEnde();
    expect(pendingRequests()).toBe(0);
  });
});
