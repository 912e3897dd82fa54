import { useCallback, useEffect, useState } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid.js';

/**
 * For the form whose element id is `formId`: the function to call after a submit that saved
 * nothing. Once the errors it set are on screen (the next render's effect), focus moves to the
 * first field shown invalid (focusFirstInvalid): the client's check and the server's 400 alike.
 */
export function useFocusFirstInvalid(formId: string): () => void {
  // Bumped by each failed submit; the effect runs once that render is on screen.
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    if (failedSubmits > 0) focusFirstInvalid(document.getElementById(formId));
  }, [failedSubmits, formId]);
  return useCallback(() => setFailedSubmits((n) => n + 1), []);
}
