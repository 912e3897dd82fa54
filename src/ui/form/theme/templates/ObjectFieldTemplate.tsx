import { Box, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  getUiOptions,
  type ObjectFieldTemplatePropertyType,
  type ObjectFieldTemplateProps,
  type UiSchema,
} from '@rjsf/utils';
import type { FormGroup } from '../../toUiSchema.js';

/**
 * The form's fields in a responsive grid (one column on phones, two from `md`), wide widgets
 * (textarea, models list) across the row. With `ui:options.groups` (toUiSchema, from the
 * descriptor's form.groups) each group is a titled section; fields in no group come first.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, fieldPathId } = props;
  const groups = (getUiOptions(uiSchema).groups as FormGroup[] | undefined) ?? [];
  const hidden = properties.filter((p) => p.hidden);
  const visible = properties.filter((p) => !p.hidden);
  if (!groups.length) {
    return (
      <>
        <FieldGrid properties={visible} uiSchema={uiSchema} />
        {hidden.map((p) => p.content)}
      </>
    );
  }
  const grouped = new Set(groups.flatMap((g) => g.fields));
  const loose = visible.filter((p) => !grouped.has(p.name));
  return (
    <Stack gap="8">
      {loose.length > 0 && <FieldGrid properties={loose} uiSchema={uiSchema} />}
      {groups.map((group, index) => {
        const headingId = `${fieldPathId.$id}__group_${index}`;
        const members = group.fields.map((name) => visible.find((p) => p.name === name)).filter((p) => p !== undefined);
        if (!members.length) return null;
        return (
          <Box as="section" key={group.title} aria-labelledby={headingId}>
            <Heading as="h2" id={headingId} size="md" fontWeight="semibold" mb="4" pb="2" borderBottomWidth="1px">
              {group.title}
            </Heading>
            <FieldGrid properties={members} uiSchema={uiSchema} />
          </Box>
        );
      })}
      {hidden.map((p) => p.content)}
    </Stack>
  );
}

function FieldGrid({
  properties,
  uiSchema,
}: {
  properties: ObjectFieldTemplatePropertyType[];
  uiSchema: UiSchema | undefined;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="5">
      {properties.map((p) => (
        <Box key={p.name} gridColumn={isWide(uiSchema, p.name) ? '1 / -1' : undefined} minW="0">
          {p.content}
        </Box>
      ))}
    </SimpleGrid>
  );
}

function isWide(uiSchema: UiSchema | undefined, name: string): boolean {
  const field = uiSchema?.[name] as UiSchema | undefined;
  return getUiOptions(field).wide === true;
}
