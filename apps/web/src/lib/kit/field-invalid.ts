import { createContext } from 'react';

/** Whether the field around a control shows an error (a phone's boxes then turn red). */
export const FieldInvalid = createContext(false);
