package testdisk

import (
	"fmt"
	"syscall"
)

func mount(dir string, size int) error {
	return syscall.Mount("tmpfs", dir, "tmpfs", syscall.MS_NOSUID|syscall.MS_NODEV, fmt.Sprintf("size=%d,mode=0777", size))
}

func remountReadOnly(dir string) error {
	return syscall.Mount("tmpfs", dir, "tmpfs", syscall.MS_REMOUNT|syscall.MS_RDONLY|syscall.MS_NOSUID|syscall.MS_NODEV, "")
}

func bind(file, onto string) error {
	return syscall.Mount(file, onto, "", syscall.MS_BIND, "")
}

func unmount(dir string) {
	if syscall.Unmount(dir, 0) != nil {
		syscall.Unmount(dir, syscall.MNT_DETACH) // a file a failed test left open
	}
}
