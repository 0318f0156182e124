import { z } from 'zod';
import {
  controlCharactersMessage,
  multiLinePattern,
  singleLinePattern,
} from './control-characters.ts';

/** A one-line text field; chain `.trim()`, `.min()`, `.max()` as the field needs. */
export const singleLineText = (error?: string) =>
  z.string(error).regex(singleLinePattern, controlCharactersMessage);

/** A text field of several lines. */
export const multiLineText = (error?: string) =>
  z.string(error).regex(multiLinePattern, controlCharactersMessage);
