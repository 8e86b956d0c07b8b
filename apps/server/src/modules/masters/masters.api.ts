/** The masters module's public face: the only file other modules may import. */
export { POSITION_CYCLE_MESSAGE, POSITION_TREE } from './jabatan.resource.ts';
export { kategoriDiklatResource } from './kategori-diklat.resource.ts';
export { urusanResource } from './urusan.resource.ts';
