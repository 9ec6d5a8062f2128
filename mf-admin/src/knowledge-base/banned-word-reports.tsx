import { useQuery } from '@apollo/client/react';
import { ASSISTANT_PAGE_MAX, knowledgeBaseTexts } from '@canstring/contracts';
import { Table, Text } from '@chakra-ui/react';
import { BANNED_WORD_REPORTS } from './knowledge-base-documents';

/** The banned-word reports of the assistant, newest first: who, when, which words and where (typed or spoken). */
export const BannedWordReports = () => {
  const { data, error } = useQuery(BANNED_WORD_REPORTS, {
    variables: { limit: ASSISTANT_PAGE_MAX },
    fetchPolicy: 'network-only',
  });
  if (error) return <Text color="fg.error">{error.message}</Text>;
  const reports = data?.bannedWordReports.reports ?? [];
  if (data && reports.length === 0) return <Text color="fg.muted">{knowledgeBaseTexts.noReports}</Text>;
  return (
    <Table.Root size="sm" data-testid="banned-word-reports">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{knowledgeBaseTexts.reportAt}</Table.ColumnHeader>
          <Table.ColumnHeader>{knowledgeBaseTexts.reportUser}</Table.ColumnHeader>
          <Table.ColumnHeader>{knowledgeBaseTexts.reportWords}</Table.ColumnHeader>
          <Table.ColumnHeader>{knowledgeBaseTexts.reportSource}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {reports.map((report) => (
          <Table.Row key={report.id} data-testid="banned-word-report">
            <Table.Cell>{new Date(report.at).toLocaleString()}</Table.Cell>
            <Table.Cell>{report.userId}</Table.Cell>
            <Table.Cell>{report.words.join(', ')}</Table.Cell>
            <Table.Cell>{report.source}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
};
