/** The drop area: one file, dropped or picked, checked for type and size before any request. */
export {
  DropArea,
  type DropAreaMessages,
  type DropAreaProps,
  type DropStatus,
} from './drop-area.tsx';
