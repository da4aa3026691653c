/**
 * Every `/api` route module, one folder per resource (architecture: routes/). Each
 * module owns its TypeBox schemas (server/schemas) and its repository.
 */
import type { FastifyInstance } from 'fastify';
import { disciplineRoutes } from './discipline/index.ts';
import { disciplineFeatureRoutes } from './discipline-feature/index.ts';
import { searchRoutes } from './search/index.ts';
import { productRoutes } from './products/index.ts';
import { offerRoutes } from './offers/index.ts';
import { userRoutes } from './user/index.ts';
import { authRoutes } from './auth/index.ts';
import { coverRoutes } from './covers/index.ts';

export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(disciplineRoutes);
  await app.register(disciplineFeatureRoutes);
  await app.register(searchRoutes);
  await app.register(productRoutes);
  await app.register(offerRoutes);
  await app.register(userRoutes);
  await app.register(authRoutes);
  await app.register(coverRoutes);
}
