import java.io.*;

/**
 * The loop both benchmark drivers share: one facelet string a line on stdin,
 * one line "solution TAB wall-seconds TAB cpu-seconds" per state on stdout
 * (the JVM's CPU time over the solve, its compiler and collector threads
 * included). A peer's own messages are sent to stderr first, so stdout
 * carries "ready" (tables loaded) and then the answers only.
 * Benchmark-only (bench/bench_peers.py); never part of the app or its tests.
 */
public class PeerLoop {

	/** One peer's solve: facelets in, its solution text out. */
	public interface Solver {
		String solve(String facelets);
	}

	/** Where the answers go: the real stdout, kept before it is redirected. */
	public static PrintStream answersOnly() {
		PrintStream answers = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
		System.setOut(System.err);
		return answers;
	}

	public static void serve(PrintStream answers, Solver solver) throws IOException {
		com.sun.management.OperatingSystemMXBean os =
		    (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
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
				solution = solver.solve(line);
			} catch (RuntimeException e) {
				solution = "Error " + e;
			}
			double seconds = (System.nanoTime() - start) / 1e9;
			double cpu = (os.getProcessCpuTime() - startCpu) / 1e9;
			answers.println(solution.trim().replace('\t', ' ') + "\t" + seconds + "\t" + cpu);
		}
	}
}
