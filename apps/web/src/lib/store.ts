import type { Account } from '@vigie/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Lang = 'fr' | 'en';
export type PublicationDays = 1 | 7 | 30;
export type SwState = 'unset' | 'installing' | 'waiting' | 'caching_dynamic' | 'activated';

/** The device's PIN, as a salted PBKDF2 hash: the digits themselves are never stored. */
export interface PinRecord {
  salt: string;
  hash: string;
  createdAt: number;
}

/** Why the app shows Connexion by itself (signed out, or a password just chosen), said once there. */
export type SignOutNotice = 'pin_failures' | 'password_set' | null;

export interface VigieState {
  /** The theme shown: the system's while `themeAuto`, else the one chosen. */
  isDark: boolean;
  themeAuto: boolean;
  /** The language spoken: the browser's (French unless it is English) while `langAuto`, else the one chosen. */
  lang: Lang;
  langAuto: boolean;
  timeParution: PublicationDays;
  compte: Account | null;
  pin: PinRecord | null;
  /** When the PIN was last entered; the app stays unlocked for PIN_UNLOCK_MS after it. */
  tokenNIP: number | null;
  attempts: number;
  signedOut: boolean;
  initialized: boolean;
  online: boolean;
  swState: SwState;
  notificationFlag: boolean;
  numUnread: number;
  notice: SignOutNotice;
}

type SessionField =
  | 'timeParution'
  | 'compte'
  | 'pin'
  | 'tokenNIP'
  | 'attempts'
  | 'notificationFlag'
  | 'numUnread';

/** What belongs to the signed-in user and goes at sign-out; appearance and language stay with the device. */
export const SESSION_DEFAULTS: Pick<VigieState, SessionField> = {
  timeParution: 1,
  compte: null,
  pin: null,
  tokenNIP: null,
  attempts: 0,
  notificationFlag: false,
  numUnread: 0,
};

export const useStore = create<VigieState>()(
  persist(
    (): VigieState => ({
      isDark: false,
      themeAuto: false,
      lang: 'fr',
      langAuto: false,
      ...SESSION_DEFAULTS,
      signedOut: false,
      initialized: false,
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
      swState: 'unset',
      notice: null,
    }),
    {
      name: 'vigie',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // docs/product.md §4.12: the online flag and start-up status are never persisted.
      partialize: (state) => ({
        isDark: state.isDark,
        themeAuto: state.themeAuto,
        lang: state.lang,
        langAuto: state.langAuto,
        timeParution: state.timeParution,
        compte: state.compte,
        pin: state.pin,
        tokenNIP: state.tokenNIP,
        attempts: state.attempts,
        signedOut: state.signedOut,
        swState: state.swState,
      }),
    },
  ),
);
