import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { useAiCompanyProfile } from '../companyProfile/useAiCompanyProfile.ts';
import { emailWizardOpenAtom, smsWizardOpenAtom } from './contentHubAtoms.ts';

/** The AI Wizard tab: the Email Wizard and the SMS Wizard, and a word when there is no company profile to write for. */
export function AiWizardTab() {
  const openEmailWizard = useSetAtom(emailWizardOpenAtom);
  const openSmsWizard = useSetAtom(smsWizardOpenAtom);
  const { profile, isLoading } = useAiCompanyProfile();
  const handleOpenEmail = () => openEmailWizard(true);
  const handleOpenSms = () => openSmsWizard(true);
  return (
    <Flex vertical gap={16}>
      {!isLoading && !profile && (
        <Alert
          type="warning"
          showIcon
          title="Setup Required"
          description="The wizards write for your company: set up your company profile first."
          action={<Link to="/company-profile">Setup AI Profile</Link>}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title={<span><MailOutlined aria-hidden /> Email Wizard</span>} style={{ height: '100%' }}>
            <Typography.Paragraph>
              Three steps: choose a goal, select the tiers, review the generated e-mails. Refine them with your feedback or ask for new variations.
            </Typography.Paragraph>
            <Button type="primary" onClick={handleOpenEmail}>
              Start Email Wizard
            </Button>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={<span><MessageOutlined aria-hidden /> SMS Wizard</span>} style={{ height: '100%' }}>
            <Typography.Paragraph>
              Four steps: goal, audience, generated texts with their live length and segment count, then review and launch.
            </Typography.Paragraph>
            <Button type="primary" onClick={handleOpenSms}>
              Start SMS Wizard
            </Button>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
