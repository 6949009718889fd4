import java.io.*;

/**
 * Benchmark driver for cube555 (cs0x7f/cube555): one 5x5 facelet string
 * (Kociemba order U R F D L B, face letters, 150 characters) per line on stdin,
 * one line "solution TAB wall-seconds TAB cpu-seconds" per state on stdout (the
 * JVM's CPU time over the solve, its compiler and collector threads included).
 * The solution is cube555's reduction (phases separated by dots) followed by
 * min2phase's 3x3 solution of the reduced cube, as its example/MainProgram.java does.
 * Search.init() loads its tables from the working directory, building and
 * saving them there the first time; one JVM serves every state. cube555's own
 * messages go to stderr so stdout carries only the answers.
 * Benchmark-only (bench/bench_peers.py); never part of the app or its tests.
 */
public class Cube555Driver {

	public static void main(String[] args) throws IOException {
		PrintStream answers = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
		System.setOut(System.err);
		cs.cube555.Search.init();
		com.sun.management.OperatingSystemMXBean os =
		    (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
		cs.cube555.Search search = new cs.cube555.Search();
		cs.min2phase.Search search333 = new cs.min2phase.Search();
		answers.println("ready");
		BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
		for (String line; (line = in.readLine()) != null; ) {
			line = line.trim();
			if (line.isEmpty()) {
				continue;
			}
			long start = System.nanoTime(), startCpu = os.getProcessCpuTime();
			String solution;
			try {
				String[] reduction = search.solveReduction(line, cs.cube555.Search.USE_SEPARATOR);
				solution = reduction[1] == null ? reduction[0]
				           : reduction[0] + ".  " + search333.solution(reduction[1], 21, Integer.MAX_VALUE, 500, 0);
			} catch (RuntimeException e) {
				solution = "Error " + e;
			}
			double seconds = (System.nanoTime() - start) / 1e9;
			double cpu = (os.getProcessCpuTime() - startCpu) / 1e9;
			answers.println(solution.trim().replace('\t', ' ') + "\t" + seconds + "\t" + cpu);
		}
	}
}
