import { createContext, useContext } from 'react';

/**
 * The path of the page being rendered, for the link rules (startingPageUrl on
 * /trainingen/ links). Provided once by the server renderer.
 */
export const CurrentPathContext = createContext('/');
export const useCurrentPath = (): string => useContext(CurrentPathContext);
