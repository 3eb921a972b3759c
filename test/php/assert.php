<?php
/**
 * A minimal assertion helper: one line per assertion ("ok" / "not ok"), a summary at the end, and exit code 1 when
 * anything failed (or nothing was asserted), so the vitest wrapper only has to check the exit code.
 */

$GLOBALS['t_passed'] = 0;
$GLOBALS['t_failed'] = 0;

function section( $name ) {
	echo "\n# $name\n";
}

function ok( $condition, $label, $detail = '' ) {
	if ( $condition ) {
		$GLOBALS['t_passed']++;
		echo "ok - $label\n";
		return true;
	}
	$GLOBALS['t_failed']++;
	echo "not ok - $label\n";
	if ( '' !== $detail ) {
		echo '    ' . str_replace( "\n", "\n    ", $detail ) . "\n";
	}
	return false;
}

function same( $expected, $actual, $label ) {
	return ok(
		$expected === $actual,
		$label,
		'expected: ' . var_export( $expected, true ) . "\nactual:   " . var_export( $actual, true )
	);
}

function contains( $needle, $haystack, $label ) {
	return ok( false !== strpos( (string) $haystack, $needle ), $label, "expected to find: $needle\nin: $haystack" );
}

function not_contains( $needle, $haystack, $label ) {
	return ok( false === strpos( (string) $haystack, $needle ), $label, "expected not to find: $needle\nin: $haystack" );
}

/** Runs $fn and returns what it echoed. */
function capture( callable $fn ) {
	ob_start();
	try {
		$fn();
	} finally {
		$out = ob_get_clean();
	}
	return $out;
}

/** Whether $fn threw an exception of $class. */
function throws( callable $fn, $class ) {
	try {
		$fn();
	} catch ( Throwable $e ) {
		return $e instanceof $class;
	}
	return false;
}

// An uncaught exception (or a notice turned into one by the bootstrap) counts as a failed assertion.
set_exception_handler(
	function ( $e ) {
		ok( false, 'uncaught ' . get_class( $e ), $e->getMessage() . "\n" . $e->getFile() . ':' . $e->getLine() . "\n" . $e->getTraceAsString() );
	}
);

register_shutdown_function(
	function () {
		$passed = $GLOBALS['t_passed'];
		$failed = $GLOBALS['t_failed'];
		echo "\n# $passed passed, $failed failed\n";
		if ( $failed > 0 || 0 === $passed ) {
			// Exit last, so the shutdown functions registered after this one (temporary dirs) still run.
			register_shutdown_function(
				function () {
					exit( 1 );
				}
			);
		}
	}
);
