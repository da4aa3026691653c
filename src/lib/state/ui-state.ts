// Small UI atoms shared across the shell.
import { atom } from './app-jotai';

/** spec §2: under 992px the search turns into a mobile search view; the footer hides then. */
export const mobileSearchOpenAtom = atom(false);

/** Bumped by the kiosk's reset: the screen and the search box remount, empty. */
export const kioskResetEpochAtom = atom(0);
