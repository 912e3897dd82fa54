import { Box, Field } from '@chakra-ui/react';
import { errorId, type FieldTemplateProps } from '@rjsf/utils';

/**
 * One field: a Chakra Field with its label (and required mark), the widget, the description as
 * helper text and, under it, the field's error: only the first message, which is the
 * descriptor's pt-BR one (the form engine puts exactly one per field). The error text's id is
 * RJSF's `errorId(id)`, which the widgets name in `aria-describedby` (describedByError).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawDescription, required, readonly, disabled, hidden, displayLabel, schema } =
    props;
  if (hidden) return <Box display="none">{children}</Box>;
  if (schema.type === 'object') return children;
  const error = rawErrors?.find((e) => typeof e === 'string' && e);
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId(id) }}
      invalid={!!error}
      required={!!required}
      readOnly={readonly}
      disabled={disabled}
      data-field={id}
    >
      {displayLabel !== false && label && (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      {children}
      {rawDescription && !error && <Field.HelperText>{rawDescription}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
