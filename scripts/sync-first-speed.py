#!/usr/bin/env python3
"""The first sync alone, for a before/after comparison: several `flashzilla` binaries and
Anki's client take turns downloading one 50,000-note collection (issue 32).

    .venv/bin/python3 scripts/sync-first-speed.py OLD_FLASHZILLA NEW_FLASHZILLA [--runs 3] [--notes 50000]

Makes the collection as scripts/sync-large-speed.py does (Anki's own library, uploaded to
`python -m anki.syncserver` on a free loopback port), then each round runs every binary's
`flashzilla sync` into an empty home and Anki's full download into an empty collection, in
turn, so a busy machine weighs on all alike. Prints each one's median wall clock, CPU and
peak memory (its own VmHWM), and the load.
"""
import argparse
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> None:
    spec = importlib.util.spec_from_file_location("sync_large_speed", os.path.join(HERE, "sync-large-speed.py"))
    large = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(large)
    parser = argparse.ArgumentParser()
    parser.add_argument("flashzilla", nargs="+")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--notes", type=int, default=50_000)
    args = parser.parse_args()
    helpers = large.speed()
    work = tempfile.mkdtemp(prefix="flashzilla-sync-first-")
    port = helpers.free_port()
    url = f"http://127.0.0.1:{port}/"
    env = dict(os.environ, SYNC_USER1=f"{large.USER}:{large.PASSWORD}", SYNC_BASE=os.path.join(work, "base"),
               SYNC_HOST="127.0.0.1", SYNC_PORT=str(port))
    server = subprocess.Popen([sys.executable, "-m", "anki.syncserver"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        helpers.wait_for(port, server)
        phone = os.path.join(work, "phone", "collection.anki2")
        os.makedirs(os.path.dirname(phone))
        large.make_collection(phone, args.notes)
        large.phone_sync(phone, url, upload=True)
        figures = {binary: [] for binary in args.flashzilla}
        anki = []
        for run in range(args.runs):
            for number, binary in enumerate(args.flashzilla):
                home = os.path.join(work, f"home-{run}-{number}")
                os.makedirs(home)
                seconds, _, peak = large.run_measured([binary, "sync", "--server", url, "--user", large.USER, "--home", home],
                                                      f"{large.PASSWORD}\n".encode())
                figures[binary].append((seconds, large.CPU["sync"], peak))
                shutil.rmtree(home, ignore_errors=True)
            other = os.path.join(work, f"anki-{run}", "collection.anki2")
            os.makedirs(os.path.dirname(other))
            anki.append(large.phone_sync(other, url, upload=False))
            shutil.rmtree(os.path.dirname(other), ignore_errors=True)
        for binary, runs in figures.items():
            wall, cpu, peak = (statistics.median(run[index] for run in runs) for index in range(3))
            print(f"{binary}: wall {wall:.2f} s, CPU {cpu:.2f} s, peak {peak:.0f} MB")
        print(f"Anki's client, full download: {statistics.median(anki):.2f} s")
        print("load average:", " ".join(f"{load:.1f}" for load in os.getloadavg()))
    finally:
        server.kill()
        server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
