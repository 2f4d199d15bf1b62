/**
 * Claims any form page may need, shared by the chrome, account and checkout groups (one module, so
 * the bundler puts them in one small chunk those groups share): the password toggle, field
 * descriptions and the focus on a notice with role alert. An element is claimed once, whichever
 * group comes first.
 */
import { fieldDescriptionsIsland } from '../../islands/field-descriptions/index.ts';
import { pageNoticesIsland } from '../../islands/page-notices/index.ts';
import { passwordToggleIsland } from '../../islands/password-toggle/index.ts';
import type { RegisteredIsland } from '../island.ts';

export const formIslands: readonly RegisteredIsland[] = [passwordToggleIsland, fieldDescriptionsIsland, pageNoticesIsland];
