/** The approval bar's drawer of common phrases and historical comments (zh-CN.approval-phrases.ts). */
export const approvalPhrasesEnUS = {
  phrases: {
    title: 'Approval comments',
    phrasesTab: 'Common phrases',
    historyTab: 'Past comments',
    add: 'Add phrase',
    placeholder: 'Enter a phrase',
    required: 'Enter a phrase',
    system: 'System',
    systemHint: 'A system phrase cannot be changed',
    pick: 'Use',
    pickLabel: 'Use: {text}',
    deleteConfirm: 'Delete this phrase?',
    batchDelete: 'Delete selected',
    remark: 'Comment',
    source: 'Source',
    sourceText: '{app}: {title}',
    createdAt: 'Time',
  },
};
