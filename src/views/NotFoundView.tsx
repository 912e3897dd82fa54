import { Heading } from '@chakra-ui/react';

/** Any unknown path when signed in (spec 2.2): a plain 'Not Found' heading. */
export default function NotFoundView() {
  return (
    <Heading as="h1" size="2xl" fontWeight="semibold">
      Not Found
    </Heading>
  );
}
