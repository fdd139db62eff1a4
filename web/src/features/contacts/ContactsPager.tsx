import { Button, Flex, Typography } from 'antd';
import { pageRange } from './contactsListing.ts';

interface ContactsPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** 'Showing X to Y of Z contacts' with Previous, 'Page X of Y' and Next. */
export function ContactsPager({ page, pageSize, total, onPageChange }: ContactsPagerProps) {
  const { from, to, totalPages } = pageRange(page, pageSize, total);
  const handlePrevious = () => onPageChange(page - 1);
  const handleNext = () => onPageChange(page + 1);
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Typography.Text type="secondary">
        Showing {from.toLocaleString('en-US')} to {to.toLocaleString('en-US')} of {total.toLocaleString('en-US')} contacts
      </Typography.Text>
      <Flex align="center" gap={8}>
        <Button disabled={page <= 1} onClick={handlePrevious}>
          Previous
        </Button>
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          Page {page} of {totalPages}
        </Typography.Text>
        <Button disabled={page >= totalPages} onClick={handleNext}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
