import java.io.*;

/**
 * Benchmark driver for TPR (cs0x7f/TPR-4x4x4-Solver): 4x4 facelet strings
 * (Kociemba order U R F D L B, face letters, 96 characters) served by PeerLoop.
 * The tables are loaded (or built and saved, as TPR's own solver.java does) once,
 * in the working directory, so one JVM serves every state.
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
		PrintStream answers = PeerLoop.answersOnly();
		loadOrBuild("twophase.data", new Table() {
			public void load(DataInputStream in) throws IOException { cs.min2phase.Tools.initFrom(in); }
			public void save(DataOutputStream out) throws IOException { cs.min2phase.Tools.saveTo(out); }
		});
		loadOrBuild("threephase.data", new Table() {
			public void load(DataInputStream in) throws IOException { cs.threephase.Tools.initFrom(in); }
			public void save(DataOutputStream out) throws IOException { cs.threephase.Tools.saveTo(out); }
		});
		cs.threephase.Search search = new cs.threephase.Search();
		PeerLoop.serve(answers, search::solution);
	}
}
