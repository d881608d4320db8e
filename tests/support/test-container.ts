import { createContainer, type ContainerOverrides } from '../../adapters/composition/create-container';
import { DEFAULT_ENVIRONMENT } from '../../sandbox/environment';

/**
 * The composition root as tests use it: the sandbox's environment unless a test brings its own
 * (the app always brings the one config.json answered, so the bundle carries no default).
 */
export function createTestContainer(overrides: ContainerOverrides = {}) {
  return createContainer({ environment: DEFAULT_ENVIRONMENT, ...overrides });
}
