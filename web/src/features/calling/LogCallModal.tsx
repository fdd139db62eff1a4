import { Checkbox, Form, Input, Modal, Select, Typography } from 'antd';
import { CALL_OUTCOME_LABELS, CALL_OUTCOMES, CALL_STATUS_LABELS, CALL_STATUSES } from '@outreach/contracts';
import { formatPhone } from '../../shared/format/formatPhone.ts';
import type { CallTarget, LogCallInput } from './callingTypes.ts';
import { useLogCall } from './useLogCall.ts';

const STATUS_OPTIONS = CALL_STATUSES.map((status) => ({ value: status, label: CALL_STATUS_LABELS[status] }));
const OUTCOME_OPTIONS = CALL_OUTCOMES.map((outcome) => ({ value: outcome, label: CALL_OUTCOME_LABELS[outcome] }));

interface LogCallValues {
  callStatus?: LogCallInput['callStatus'];
  outcome?: NonNullable<LogCallInput['outcome']>;
  notes?: string;
  followUpRequired: boolean;
  followUpDate?: string;
}

interface LogCallModalProps {
  target: CallTarget | null;
  open: boolean;
  /** Opens with 'Follow-up required' ticked (Schedule Follow-up on Agent detail). */
  followUp?: boolean;
  onClose: () => void;
}

export function LogCallModal({ target, open, followUp = false, onClose }: LogCallModalProps) {
  const logCall = useLogCall(onClose);

  const handleFinish = (values: LogCallValues) => {
    if (!target || !values.callStatus) return;
    const connected = values.callStatus === 'connected';
    logCall.mutate({
      contactId: target.contactId,
      phoneNumber: target.phone,
      callStatus: values.callStatus,
      outcome: connected ? (values.outcome ?? null) : null,
      notes: values.notes?.trim() ? values.notes.trim() : null,
      followUpRequired: values.followUpRequired,
      followUpDate: values.followUpRequired && values.followUpDate ? values.followUpDate : null,
    });
  };

  return (
    <Modal
      open={open && target !== null}
      title={target ? `Log Call - ${target.name}` : 'Log Call'}
      okText="Log Call"
      cancelText="Cancel"
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={logCall.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dom) => (
        <Form<LogCallValues>
          key={`${target?.contactId ?? ''}-${String(followUp)}`}
          name="log-call"
          layout="vertical"
          initialValues={{ followUpRequired: followUp, notes: '' }}
          onFinish={handleFinish}
        >
          {dom}
        </Form>
      )}
    >
      {target?.phone && (
        <Typography.Paragraph type="secondary">
          Phone: <a href={`tel:${target.phone}`}>{formatPhone(target.phone)}</a>
        </Typography.Paragraph>
      )}
      <Form.Item label="Call Status" name="callStatus" rules={[{ required: true, message: 'Please select a call status' }]}>
        <Select placeholder="Select call status" options={STATUS_OPTIONS} />
      </Form.Item>
      {/* The outcome is asked only for a connected call. */}
      <Form.Item noStyle dependencies={['callStatus']}>
        {({ getFieldValue }) =>
          getFieldValue('callStatus') === 'connected' && (
            <Form.Item label="Outcome" name="outcome">
              <Select placeholder="Select outcome" options={OUTCOME_OPTIONS} allowClear />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item label="Notes" name="notes">
        <Input.TextArea rows={4} placeholder="Notes about the call..." maxLength={5000} />
      </Form.Item>
      <Form.Item name="followUpRequired" valuePropName="checked">
        <Checkbox>Follow-up required</Checkbox>
      </Form.Item>
      <Form.Item noStyle dependencies={['followUpRequired']}>
        {({ getFieldValue }) =>
          getFieldValue('followUpRequired') === true && (
            <Form.Item label="Follow-up Date" name="followUpDate">
              <Input type="date" />
            </Form.Item>
          )
        }
      </Form.Item>
    </Modal>
  );
}
