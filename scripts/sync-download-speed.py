#!/usr/bin/env python3
"""Full download of the sync tests' collection from Anki's own sync server: Flashzilla
against the Anki backend as a client, same server, same run.

    .venv/bin/python3 scripts/sync-download-speed.py [--flashzilla PATH] [--runs 5]

Starts `python -m anki.syncserver` on a free loopback port, has scripts/sync-phone.py upload
its collection (26 cards, 5 answers), then, each run into a fresh home or folder:
- Flashzilla: `flashzilla sync` (login, meta, download, import), the whole process timed;
- Anki: scripts/sync-phone.py download (login, sync, full download into an empty
  collection), timed inside the process (Python's start and imports left out) and whole.
Prints the median of each, in milliseconds.
"""
import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(port: int, server: subprocess.Popen) -> None:
    for _ in range(600):
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        if server.poll() is not None:
            break
        time.sleep(0.05)
    sys.exit("the sync server did not start")


def main() -> None:
    parser = argparse.ArgumentParser()
    release = os.path.join(ROOT, ".build/release/flashzilla")
    parser.add_argument("--flashzilla", default=release if os.path.exists(release) else os.path.join(ROOT, ".build/debug/flashzilla"))
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="flashzilla-sync-bench-")
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    env = dict(os.environ, SYNC_USER1="phone:secret", SYNC_BASE=os.path.join(work, "base"), SYNC_HOST="127.0.0.1", SYNC_PORT=str(port))
    server = subprocess.Popen([sys.executable, "-m", "anki.syncserver"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(port, server)
        phone = os.path.join(HERE, "sync-phone.py")
        subprocess.run([sys.executable, phone, "upload", url, "phone", "secret", os.path.join(work, "phone")], check=True, stdout=subprocess.DEVNULL)
        ours, anki_inside, anki_whole = [], [], []
        for run in range(args.runs):
            home = os.path.join(work, f"home-{run}")
            os.makedirs(home)
            started = time.perf_counter()
            subprocess.run([args.flashzilla, "sync", "--server", url, "--user", "phone", "--home", home],
                           input=b"secret\n", check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            ours.append(time.perf_counter() - started)
            started = time.perf_counter()
            out = subprocess.run([sys.executable, phone, "download", url, "phone", "secret", os.path.join(work, f"anki-{run}")],
                                 check=True, capture_output=True)
            anki_whole.append(time.perf_counter() - started)
            anki_inside.append(json.loads(out.stdout)["seconds"])
        ms = lambda values: round(statistics.median(values) * 1000, 1)
        print(json.dumps({"flashzilla": args.flashzilla, "runs": args.runs, "flashzilla_ms": ms(ours),
                          "anki_client_ms": ms(anki_inside), "anki_client_process_ms": ms(anki_whole)}))
    finally:
        server.kill()
        server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
