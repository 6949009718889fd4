import java.io.*;

/**
 * Benchmark driver for cube555 (cs0x7f/cube555): 5x5 facelet strings
 * (Kociemba order U R F D L B, face letters, 150 characters) served by PeerLoop.
 * The solution is cube555's reduction (phases separated by dots) followed by
 * min2phase's 3x3 solution of the reduced cube, as its example/MainProgram.java does.
 * Search.init() loads its tables from the working directory, building and
 * saving them there the first time; one JVM serves every state.
 * Benchmark-only (bench/bench_peers.py); never part of the app or its tests.
 */
public class Cube555Driver {

	public static void main(String[] args) throws IOException {
		PrintStream answers = PeerLoop.answersOnly();
		cs.cube555.Search.init();
		cs.cube555.Search search = new cs.cube555.Search();
		cs.min2phase.Search search333 = new cs.min2phase.Search();
		PeerLoop.serve(answers, facelets -> {
			String[] reduction = search.solveReduction(facelets, cs.cube555.Search.USE_SEPARATOR);
			return reduction[1] == null ? reduction[0]
			       : reduction[0] + ".  " + search333.solution(reduction[1], 21, Integer.MAX_VALUE, 500, 0);
		});
	}
}
