-- The forums' guidelines named US crisis lines; the service now answers each member with their own country's lines
-- (workers/forums/service.ts), so the stored list goes and the rule points to the lines shown beside it.
UPDATE forums SET guidelines = json_remove(
  replace(
    guidelines,
    'If you or someone else may be at risk, call or text 988 or text HOME to 741741 right away.',
    'If you or someone else may be at risk, reach one of the crisis lines below right away.'
  ),
  '$.crisisResources'
);
