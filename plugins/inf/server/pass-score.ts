import { SUCCESS_MESSAGES } from '@vigil/core';
import { HttpError, type EndpointHandler } from '@vigil/server-sdk';
import { PASS_SCORE_MAX, PASS_SCORE_MIN, type getPassScore, type setPassScore } from '../contract';
import { companyPassScore } from './test-standing';
import type { InfDatabase } from './tables';
import { infMessage } from './inf-message';

export function readPassScore(db: InfDatabase): EndpointHandler<typeof getPassScore> {
  return async ({ user }) => ({ pass_score: await companyPassScore(db, user.companyId) });
}

/** The admin's company's pass score, a whole percentage in PASS_SCORE_MIN–PASS_SCORE_MAX. */
export function writePassScore(db: InfDatabase, clock: () => Date = () => new Date()): EndpointHandler<typeof setPassScore> {
  return async ({ input, user }) => {
    const text = input.pass_score.trim();
    const score = Number(text);
    if (!/^[0-9]{1,3}$/.test(text) || score < PASS_SCORE_MIN || score > PASS_SCORE_MAX) {
      throw new HttpError(400, infMessage('passScoreRange'), 'pass_score');
    }
    const updatedAt = clock().toISOString();
    await db
      .insertInto('inf_pass_scores')
      .values({ company_id: user.companyId, pass_score: score, updated_at: updatedAt })
      .onConflict((conflict) => conflict.column('company_id').doUpdateSet({ pass_score: score, updated_at: updatedAt }))
      .execute();
    return { pass_score: score, message: SUCCESS_MESSAGES.editSuccessful };
  };
}
