import { createContext, useContext } from 'react';

/** Explorer's update mode: the lists show their toggles, and with `showAll` off only the active items. */
export interface UpdateMode {
  showAll: boolean;
}

export const UpdateModeContext = createContext<UpdateMode | null>(null);

/** The update mode the lists are in, or null outside it (docs/product.md §2.12: no toggles then). */
export const useUpdateMode = () => useContext(UpdateModeContext);
