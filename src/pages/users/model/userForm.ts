import type { usersContract } from '@/shared/api';

export type UserFormValues = usersContract.UserInput;

export const userToForm = (user: usersContract.User): UserFormValues => ({ fullname: user.fullname, username: user.username });
