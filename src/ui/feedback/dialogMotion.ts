import type { SystemStyleObject } from '@chakra-ui/react';

/** Spec 2.1: modal transition 300 ms, backdrop transition 150 ms. */
const MODAL_TRANSITION_MS = 300;
const BACKDROP_TRANSITION_MS = 150;

/** Style props for `Dialog.Backdrop`. */
export const backdropMotion = {
  _open: { animationDuration: `${BACKDROP_TRANSITION_MS}ms` },
  _closed: { animationDuration: `${BACKDROP_TRANSITION_MS}ms` },
} satisfies SystemStyleObject;

/** Style props for `Dialog.Content`. */
export const contentMotion = {
  _open: { animationDuration: `${MODAL_TRANSITION_MS}ms` },
  _closed: { animationDuration: `${MODAL_TRANSITION_MS}ms` },
} satisfies SystemStyleObject;
