//go:build !linux

package testdisk

import "errors"

var errNotLinux = errors.New("mounting a disk for a test is done on Linux only")

func mount(dir string, size int) error { return errNotLinux }

func remountReadOnly(dir string) error { return errNotLinux }

func bind(file, onto string) error { return errNotLinux }

func unmount(dir string) {}
