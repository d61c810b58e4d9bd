"""What the two rules engines share (no Qt, no rule of either game).

* :mod:`cc_desktop.engine.registry`: :class:`Registry`, the typed table of decision kinds and
  move kinds one engine can produce (argument types, prompts, the checks of a decision and of a
  move read from text or JSON, the Markdown table of the docs);
* :mod:`cc_desktop.engine.machine`: :class:`Move` (a value whose registry is a class attribute),
  :class:`Decision`, :class:`GameOver` and :func:`step`, the runner of procedures written as
  generators that yield decisions and receive moves;
* :mod:`cc_desktop.engine.messages`: messages as data (rule, code, parameters) rendered from a
  table of English templates, refusals, events with their visibility and an event log.

Combat Commander (``cc_desktop.rules``) and Skirmish (``cc_desktop.skirmish``) each declare
their own registry and subclass :class:`Move` and :class:`Decision` to point at it.
"""
