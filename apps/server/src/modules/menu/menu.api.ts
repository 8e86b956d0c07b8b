/** The menu module's public face: the only file other modules may import. */
export { loadMenuTree, type MenuTreeNode } from './menu.repository.ts';
export { menuForUser } from './menu.service.ts';
