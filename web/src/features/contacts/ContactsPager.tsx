import { Button, Flex, Typography } from 'antd';
import { pageRange } from './contactsListing.ts';

interface ContactsPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The page is being loaded: its cursors are not known yet. */
  busy?: boolean;
  onPageChange: (page: number) => void;
}

/** 'Showing X to Y of Z contacts' with Previous, 'Page X of Y' and Next. */
export function ContactsPager({ page, pageSize, total, busy = false, onPageChange }: ContactsPagerProps) {
  const { from, to, totalPages } = pageRange(page, pageSize, total);
  const handlePrevious = () => onPageChange(page - 1);
  const handleNext = () => onPageChange(page + 1);
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Typography.Text type="secondary">
        Showing {from.toLocaleString('en-US')} to {to.toLocaleString('en-US')} of {total.toLocaleString('en-US')} contacts
      </Typography.Text>
      <Flex align="center" gap={8}>
        <Button disabled={busy || page <= 1} onClick={handlePrevious}>
          Previous
        </Button>
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>
          Page {page} of {totalPages}
        </Typography.Text>
        <Button disabled={busy || page >= totalPages} onClick={handleNext}>
          Next
        </Button>
      </Flex>
    </Flex>
  );
}
