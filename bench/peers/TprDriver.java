import java.io.*;

/**
 * Benchmark driver for TPR (cs0x7f/TPR-4x4x4-Solver): one 4x4 facelet string
 * (Kociemba order U R F D L B, face letters, 96 characters) per line on stdin,
 * one line "solution TAB wall-seconds TAB cpu-seconds" per state on stdout (the
 * JVM's CPU time over the solve, its compiler and collector threads included).
 * The tables are loaded (or built and saved, as TPR's own solver.java does) once,
 * in the working directory, so one JVM serves every state. TPR's own messages
 * go to stderr so stdout carries only the answers.
 * Benchmark-only (bench/bench_peers.py); never part of the app or its tests.
 */
public class TprDriver {

	interface Table {
		void load(DataInputStream in) throws IOException;
		void save(DataOutputStream out) throws IOException;
	}

	static void loadOrBuild(String file, Table table) {
		try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(file)))) {
			table.load(in);
		} catch (IOException missing) {
			try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(file)))) {
				table.save(out);
			} catch (IOException e) {
				e.printStackTrace();
			}
		}
	}

	public static void main(String[] args) throws IOException {
		PrintStream answers = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
		System.setOut(System.err);
		loadOrBuild("twophase.data", new Table() {
			public void load(DataInputStream in) throws IOException { cs.min2phase.Tools.initFrom(in); }
			public void save(DataOutputStream out) throws IOException { cs.min2phase.Tools.saveTo(out); }
		});
		loadOrBuild("threephase.data", new Table() {
			public void load(DataInputStream in) throws IOException { cs.threephase.Tools.initFrom(in); }
			public void save(DataOutputStream out) throws IOException { cs.threephase.Tools.saveTo(out); }
		});
		com.sun.management.OperatingSystemMXBean os =
		    (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
		cs.threephase.Search search = new cs.threephase.Search();
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
				solution = search.solution(line);
			} catch (RuntimeException e) {
				solution = "Error " + e;
			}
			double seconds = (System.nanoTime() - start) / 1e9;
			double cpu = (os.getProcessCpuTime() - startCpu) / 1e9;
			answers.println(solution.trim() + "\t" + seconds + "\t" + cpu);
		}
	}
}
