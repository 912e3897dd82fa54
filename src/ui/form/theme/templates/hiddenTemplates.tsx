/**
 * Templates the form engine replaces with nothing: the error list (each field shows its own
 * message and the page shows the danger alert), the per-field error and help blocks (FieldTemplate
 * shows the one message), and the submit button (screens render their own 'Salvar').
 */
export function ErrorListTemplate() {
  return null;
}

export function FieldErrorTemplate() {
  return null;
}

export function FieldHelpTemplate() {
  return null;
}

export function SubmitButton() {
  return null;
}
