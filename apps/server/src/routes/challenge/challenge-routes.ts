import type { FastifyPluginAsync } from 'fastify';
import { getChallengeRoute } from './get-challenge.ts';
import { getChallengesRoute } from './get-challenges.ts';
import { postChallengeRunRoute } from './post-challenge-run.ts';

/** Coding challenges: the list, one challenge, a run against the hidden tests. */
export const challengeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(getChallengesRoute);
  await app.register(getChallengeRoute);
  await app.register(postChallengeRunRoute);
};
