package storage

import (
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
)

// A tournament file is checked whole (PRAGMA integrity_check, which reads
// every page and index) when it is opened, unless its bytes are exactly
// those this program left when it last closed it after such a check. The
// proof is a stamp in the lock file beside it: the file's size and CRC-32C
// as the program closed it. Any change by another program, a damaged copy,
// a disk error, a crash that left a journal behind, or a lock file carried
// from elsewhere makes the stamp differ, and the whole check runs. A stamp
// guards against accident, not against someone forging one.
//
// Reading and summing the file costs about a millisecond per megabyte; the
// whole check costs ten times that, and more as the audit log grows.

// stamp is a file's size and checksum, as the lock file records them.
type stamp string

// stampOf reads the file at path and returns its stamp.
func stampOf(path string) (stamp, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	table := crc32.MakeTable(crc32.Castagnoli) // summed by the processor where it can
	var sum uint32
	var size int64
	buf := make([]byte, 256<<10)
	for {
		n, err := f.Read(buf)
		sum = crc32.Update(sum, table, buf[:n])
		size += int64(n)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return "", err
		}
	}
	return stamp(fmt.Sprintf("wqa-checked crc32c:%08x size:%d\n", sum, size)), nil
}

// cleanlyClosed reports whether the file at path stands alone: no
// write-ahead log with frames in it and no rollback journal, which a crash
// or another program would leave and SQLite would apply on opening.
func cleanlyClosed(path string) bool {
	for _, side := range []string{"-wal", "-journal"} {
		fi, err := os.Stat(path + side)
		if errors.Is(err, fs.ErrNotExist) || (err == nil && fi.Size() == 0) {
			continue
		}
		return false
	}
	return true
}

// checked reports whether the file at path is byte for byte the one the
// stamp in the lock file records: then it passed the whole check before.
// Anything unreadable makes it false, so that the whole check decides.
func (l *fileLock) checked(path string) bool {
	if !cleanlyClosed(path) {
		return false
	}
	buf := make([]byte, 128)
	n, err := l.f.ReadAt(buf, 0)
	if (err != nil && !errors.Is(err, io.EOF)) || n == 0 || n == len(buf) {
		return false
	}
	now, err := stampOf(path)
	return err == nil && stamp(buf[:n]) == now
}

// record writes st into the lock file, replacing what it held; an empty
// stamp clears it. A stamp that could not be written costs only the whole
// check at the next opening.
func (l *fileLock) record(st stamp) error {
	if err := l.f.Truncate(0); err != nil {
		return err
	}
	if st == "" {
		return nil
	}
	_, err := l.f.WriteAt([]byte(st), 0)
	return err
}
