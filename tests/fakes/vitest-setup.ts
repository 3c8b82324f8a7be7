// The SDK prints compatibility warnings (e.g. "JSON response schema is injected into the
// system message") on every structured-output call; the tests assert the wire effect
// of those modes directly, so the console noise only hides real failures.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
