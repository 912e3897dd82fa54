import { Box, Breadcrumb, Flex, Heading, HStack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** A link when given; the last crumb is always the current page. */
  to?: string;
}

export interface PageTitleProps {
  title: string;
  breadcrumb?: readonly Crumb[];
  /** Header buttons ('Cadastrar', 'Voltar', ...), right-aligned. */
  actions?: ReactNode;
}

/** A screen's title with its breadcrumb and header buttons (spec 2.1). */
export function PageTitle({ title, breadcrumb, actions }: PageTitleProps) {
  return (
    <Flex mb="6" gap="4" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
      <Box flex="1" minW="0">
        {breadcrumb && breadcrumb.length > 0 && (
          <Breadcrumb.Root size="sm" mb="1.5">
            <Breadcrumb.List>
              {breadcrumb.map((crumb, index) => {
                const last = index === breadcrumb.length - 1;
                return (
                  <Fragment key={`${crumb.label}-${index}`}>
                    <Breadcrumb.Item>
                      {last ? (
                        // Plain text, not a role="link" without href: the menu keeps the only link of that name.
                        <Box as="span" aria-current="page" color="fg" fontWeight="medium">
                          {crumb.label}
                        </Box>
                      ) : crumb.to ? (
                        <Breadcrumb.Link asChild>
                          <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                        </Breadcrumb.Link>
                      ) : (
                        <Box as="span" color="fg.muted">
                          {crumb.label}
                        </Box>
                      )}
                    </Breadcrumb.Item>
                    {!last && <Breadcrumb.Separator />}
                  </Fragment>
                );
              })}
            </Breadcrumb.List>
          </Breadcrumb.Root>
        )}
        <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="tight">
          {title}
        </Heading>
      </Box>
      {actions && (
        // Wraps onto more lines on a narrow screen, and so does a group of buttons given as one
        // child (a list's export and create buttons): the page never scrolls sideways (360 px).
        <HStack gap="2" flexWrap="wrap" minW="0" css={{ '& > *': { flexWrap: 'wrap', maxW: 'full' } }}>
          {actions}
        </HStack>
      )}
    </Flex>
  );
}
