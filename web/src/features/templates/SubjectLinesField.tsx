import { useRef } from 'react';
import { Button, Flex, Input, Typography, type InputRef } from 'antd';
import { DeleteOutlined, PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { insertIntoField } from './fieldCursor.ts';
import { addSubjectLine, canAddSubjectLine, filledSubjectLines, MAX_SUBJECT_LINES, removeSubjectLine, replaceSubjectLine, SUBJECT_LINES_FULL } from './templateDraft.ts';
import { VariablePicker } from './VariablePicker.tsx';
import { OFFLINE_WRITER } from '../../shared/ai/generatedBy.ts';
import { GeneratedByTag } from '../../shared/ai/GeneratedByTag.tsx';

interface SubjectLinesFieldProps {
  lines: string[];
  onChange: (lines: string[]) => void;
  /** The offline writer wrote the lines ('Written without AI'), until they are edited. */
  writtenOffline: boolean;
  generating: boolean;
  onGenerate: () => void;
}

/** Subject Line Options: several lines, added and removed (one is always kept), each with its variable picker; AI Generate adds five after the typed ones. */
export function SubjectLinesField({ lines, onChange, writtenOffline, generating, onGenerate }: SubjectLinesFieldProps) {
  const inputs = useRef<(InputRef | null)[]>([]);
  const handleAdd = () => onChange(addSubjectLine(lines));
  const canAdd = canAddSubjectLine(lines);
  const canGenerate = filledSubjectLines(lines).length < MAX_SUBJECT_LINES;

  return (
    <div role="group" aria-labelledby="template-subject-lines-label" style={{ marginBottom: 24 }}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text id="template-subject-lines-label" strong>
            Subject Line Options
          </Typography.Text>
          {writtenOffline && <GeneratedByTag mark={OFFLINE_WRITER} />}
        </Flex>
        <Button
          size="small"
          icon={<ThunderboltOutlined aria-hidden />}
          loading={generating}
          disabled={!canGenerate}
          onClick={onGenerate}
          title={canGenerate ? 'Adds five subject lines written from your content after the ones you typed' : SUBJECT_LINES_FULL}
        >
          AI Generate
        </Button>
      </Flex>
      <Flex vertical gap={8}>
        {lines.map((line, index) => {
          const name = `subject line ${index + 1}`;
          const handleChange = (text: string) => onChange(replaceSubjectLine(lines, index, text));
          const handleInsert = (placeholder: string) => insertIntoField(inputs.current[index]?.input, line, placeholder, handleChange);
          const handleRemove = () => onChange(removeSubjectLine(lines, index));
          return (
            <Flex key={index} gap={8}>
              <Input
                ref={(input) => {
                  inputs.current[index] = input;
                }}
                aria-label={`Subject line ${index + 1}`}
                placeholder={index === 0 ? 'e.g. {{firstName}}, a faster way to market your listings' : 'Another subject line to test'}
                value={line}
                maxLength={200}
                onChange={(event) => handleChange(event.target.value)}
              />
              <VariablePicker target={name} onInsert={handleInsert} />
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove ${name}`}
                title={lines.length <= 1 ? 'At least one subject line is kept' : 'Remove'}
                disabled={lines.length <= 1}
                onClick={handleRemove}
              />
            </Flex>
          );
        })}
      </Flex>
      <Button type="dashed" icon={<PlusOutlined aria-hidden />} disabled={!canAdd} title={canAdd ? undefined : SUBJECT_LINES_FULL} onClick={handleAdd} style={{ marginTop: 8 }}>
        Add Subject Line
      </Button>
    </div>
  );
}
